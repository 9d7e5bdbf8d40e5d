// The service's questions, in the same accordion as every FAQ of the site; each opens on its own.
import type { ServiceDetail as Service } from '../../content/types.generated';
import { Questions } from '../../ui/Questions';

interface Props {
  title: string;
  faqs: NonNullable<Service['faqs']>;
}

export function Faqs({ title, faqs }: Props) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="preguntas">
      <h2 id="preguntas">{title}</h2>
      <Questions mode="independent" items={faqs} />
    </section>
  );
}
