import type { RouteObject } from 'react-router';
import { HomePage } from '@/features/home/routes/home-page';

export const routes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
