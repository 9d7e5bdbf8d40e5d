// Every text a visitor reads about a lead's validation or delivery, in one place: the forms
// show them and the inbox answers with them, so the browser and the server say the same thing.
export const requiredMessage = 'Este campo es obligatorio.';
/** One line under the contact form's e-mail field, where the spec's newsletter wording took two
 * and pushed the next row of fields down (design review 27). */
export const invalidEmailMessage = 'Ingresa un correo válido.';

const thousands = new Intl.NumberFormat('es-CL');
export const formatCount = (count: number) => thousands.format(count);
export const tooLongMessage = (max: number) =>
  `Puedes escribir hasta ${formatCount(max)} caracteres.`;

export const newsletterMessages = {
  empty: 'Por favor ingresa tu correo electrónico',
  invalid: 'Por favor ingresa un correo electrónico válido',
  sending: 'Enviando...',
  success: '¡Gracias por suscribirte! Te contactaremos pronto.',
  failure: 'Error al procesar la suscripción. Inténtalo de nuevo.',
} as const;

export const contactFailureMessage =
  'No pudimos enviar tu mensaje. Tus datos siguen aquí: vuelve a intentarlo o escríbenos directamente.';

/** What the form says when the inbox answers 429: nothing was lost, wait and press again. */
export const rateLimitedMessage =
  'Recibimos varios envíos seguidos desde tu conexión. Espera un minuto y vuelve a intentarlo: tus datos siguen aquí.';
