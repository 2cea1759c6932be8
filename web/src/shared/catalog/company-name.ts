/**
 * The legal forms a Japanese company name carries before or after its own name (株式会社天空清流高橋
 * 刃物製作所, 高橋商店有限会社), longest first so that 一般社団法人 is not read as 社団法人.
 */
const legalForms = [
  '特定非営利活動法人',
  '一般社団法人',
  '一般財団法人',
  '公益社団法人',
  '公益財団法人',
  '農事組合法人',
  '社会福祉法人',
  '株式会社',
  '有限会社',
  '合同会社',
  '合資会社',
  '合名会社',
  '協同組合',
  'NPO法人',
  '（株）',
  '（有）',
  '(株)',
  '(有)',
  '㈱',
  '㈲',
];

/**
 * A Japanese company name as the pieces a line may break between (UI.md "Product card",
 * docs/rules/discovery.md): its legal form and its own name, each kept whole
 * (['株式会社', '天空清流高橋刃物製作所']), so a narrow card never breaks inside the name
 * (株式会社高橋刃物製作／所). A name without a known legal form is one piece.
 */
export const companyNameParts = (name: string): string[] => {
  const whole = name.trim();
  for (const form of legalForms) {
    const rest = whole.startsWith(form)
      ? [form, whole.slice(form.length).trim()]
      : whole.endsWith(form)
        ? [whole.slice(0, -form.length).trim(), form]
        : null;
    if (rest?.every(Boolean)) return rest;
  }
  return whole ? [whole] : [];
};
