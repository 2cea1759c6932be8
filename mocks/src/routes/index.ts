import type { ResolvedOptions } from '../http/options';
import type { Mount } from '../http/route';
import { accountRoutes } from './account';
import { browseRoutes } from './browse';
import { cartRoutes } from './cart';
import { orderCommitRoutes } from './order-commit';
import { orderStepRoutes } from './order-steps';
import { contentRoutes } from './contents';
import { favoriteRoutes } from './favorites';
import { itemRoutes } from './items';
import { supplierRoutes } from './suppliers';
import { utilityRoutes } from './utility';
import { viewedAndReviewRoutes } from './viewed-reviews';
import { memberAccountRoutes } from './member-account';
import { memberExtraRoutes } from './member-extras';
import { passwordRoutes } from './password';
import { paymentLoginRoutes } from './payment-login';
import { siteRoutes } from './site';

/** Every endpoint family, mounted on the API router. */
export const allRoutes = (mount: Mount, _options: ResolvedOptions): void => {
  siteRoutes(mount);
  accountRoutes(mount);
  memberAccountRoutes(mount);
  passwordRoutes(mount);
  itemRoutes(mount);
  browseRoutes(mount);
  viewedAndReviewRoutes(mount);
  supplierRoutes(mount);
  favoriteRoutes(mount);
  contentRoutes(mount);
  utilityRoutes(mount);
  memberExtraRoutes(mount);
  cartRoutes(mount);
  orderStepRoutes(mount);
  orderCommitRoutes(mount);
  paymentLoginRoutes(mount);
};
