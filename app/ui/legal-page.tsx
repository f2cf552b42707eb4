type Section = { readonly title: string; readonly body: string };

/** A titled page of sections: privacy policy and terms. */
export function LegalPage(props: {
  title: string;
  updated: string;
  intro?: string;
  sections: readonly Section[];
  children?: React.ReactNode;
}) {
  return (
    <article className="prose-info mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{props.title}</h1>
      <p className="mt-1 text-sm text-slate-600">{props.updated}</p>
      {props.intro ? <p className="mt-4">{props.intro}</p> : null}
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      {props.children}
    </article>
  );
}
