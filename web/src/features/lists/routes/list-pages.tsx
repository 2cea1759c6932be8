import { SectionPage } from '@/shared/ui/section-page';

// My lists (docs/rules/lists-and-requests.md): favorite products and followed suppliers (built by
// the lists issue).
export const FavoritesPage = () => <SectionPage name="favorites" />;
export const FollowsPage = () => <SectionPage name="follows" />;
