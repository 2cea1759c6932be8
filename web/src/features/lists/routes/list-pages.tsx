import { SectionPage } from '@/shared/ui/section-page';

// spec §2 my lists: favorite products and followed suppliers (built by the lists issue).
export const FavoritesPage = () => <SectionPage name="favorites" />;
export const FollowsPage = () => <SectionPage name="follows" />;
