/**
 * A chart's accessible alternative: the same numbers in a real <table>, behind a <details> so the
 * chart stays the first thing seen. It opens at full length: a scrolling box inside the page would
 * need its own keyboard focus (axe's scrollable-region-focusable).
 */
export function DataTable({
  summary,
  caption,
  head,
  rows,
}: {
  summary: string;
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <details className="rounded-lg border border-border text-sm">
      <summary className="cursor-pointer px-3 py-2 font-semibold">{summary}</summary>
      <div className="px-3 pb-3">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell, i) => (
                <th key={cell} scope="col" className={i === 0 ? "py-1 pr-2" : "py-1 text-right"}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-t border-border">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="py-1 pr-2 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="py-1 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
