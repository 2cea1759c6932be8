import * as contracts from '@kakehashi/contracts';

describe('the contracts entry point', () => {
  it('exports the validation, registration, rules and format surface', () => {
    const names = [
      'emailPattern',
      'passwordCodePattern',
      'passwordDisplayedRule',
      'formMessage',
      'signInFormSchema',
      'registrationFormSchema',
      'signUpPayloadSchema',
      'toSignUpPayload',
      'preRegistrationFormSchema',
      'countries',
      'areaOfInterestGroups',
      'jetroOffices',
      'quantityBounds',
      'changeQuantity',
      'pagerSlots',
      'parsePage',
      'isPurchasable',
      'couponUsability',
      'canSendInquiry',
      'deviceType',
      'orderHistoryTotal',
      'formatJapaneseDate',
      'formatSlashDateTime',
      'formatYen',
    ];
    for (const name of names)
      expect({ name, exported: name in contracts }).toEqual({ name, exported: true });
  });
});
