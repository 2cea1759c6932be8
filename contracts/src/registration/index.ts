// docs/rules/accounts.md#sign-up-payload: the registration and pre-registration forms, the sign-up
// payload and the option lists.
export * from './options/countries';
export * from './options/areas-of-interest';
export * from './options/jetro-offices';
export * from './field-labels';
export * from './registration-form';
export * from './sign-up-payload';
export * from './pre-registration-form';
export * from './contact-by-country';
export * from './profile-form';
export * from './profile-extras';
export * from './person-name';
