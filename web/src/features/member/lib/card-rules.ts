/** Luhn check of a card number typed with or without spaces (12 to 19 digits). */
export const isCardNumber = (input: string): boolean => {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let d = Number(char);
    if (index % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return sum % 10 === 0;
};

/** MM/YY not before the current month (a card is valid through the end of its month). */
export const isFutureExpiry = (input: string, now: Date): boolean => {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(input.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
};
