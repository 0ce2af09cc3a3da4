/** Whose object a row is, for an admin viewing every merchant: the name, with its document or e-mail. */
export interface Owner {
  name: string;
  detail: string;
}

export function OwnerName({ owner, id }: { owner?: Owner; id: string }) {
  if (!owner) return <span className="font-mono text-xs">{id.slice(0, 8)}</span>;
  return (
    <span data-testid="owner">
      <span className="block text-slate-900">{owner.name}</span>
      <span className="text-xs text-slate-600">{owner.detail}</span>
    </span>
  );
}
