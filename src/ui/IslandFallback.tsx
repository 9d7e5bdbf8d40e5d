// Shown by the loader if a form's code cannot be downloaded (connection lost before the island
// hydrated): the visitor learns it and still has a way to reach us.
import { islandFallbackAttr } from '../lib/pageAttributes';

export function IslandFallback({ email }: { email: string }) {
  return (
    <p {...{ [islandFallbackAttr]: true }} hidden role="alert">
      No pudimos cargar el formulario. Revisa tu conexión y recarga la página (lo que escribiste se
      guarda), o escríbenos a <a href={`mailto:${email}`}>{email}</a>.
    </p>
  );
}
