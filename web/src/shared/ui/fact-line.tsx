/**
 * Short facts side by side on one line (a supplier's prefecture, business type and products; a
 * product's HS code and MOQ), as the search's supplier cards show them: set apart by space, not
 * by a character, so a wrapped line never ends on a lone '·' and a Japanese line needs no
 * separator of its own (「食品・飲料」 already holds a 「・」).
 */
export function FactLine({ facts, className }: { facts: string[]; className: string }) {
  const shown = facts.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <p className={`${className} fact-line`}>
      {/* The spaces read the facts apart where no style applies (a screen reader, a copy). */}
      {shown.map((fact, index) => (
        <span key={fact}>
          {index > 0 && ' '}
          {fact}
        </span>
      ))}
    </p>
  );
}
