import fs from 'node:fs';

/**
 * The rules a stylesheet gives phones (its `@media (max-width: 768px)` block) and the rest: jsdom
 * applies no media queries, so a test of what a phone shows reads the stylesheet's rules.
 */
export const phoneRulesOf = (file: string) => {
  const css = fs.readFileSync(file, 'utf8');
  const at = css.indexOf('@media (max-width: 768px)');
  if (at < 0) throw new Error(`${file} has no @media (max-width: 768px) block`);
  let depth = 0;
  let end = css.length;
  for (let i = css.indexOf('{', at); i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') depth -= 1;
    if (depth === 0) {
      end = i + 1;
      break;
    }
  }
  const phone = css.slice(at, end);
  return { phone, wide: css.replace(phone, '') };
};
