// Every text a visitor reads about a lead's validation or delivery, in one place: the forms
// show them and the inbox answers with them, so the browser and the server say the same thing.
export const requiredMessage = 'Este campo es obligatorio.';
/** One line under the contact form's e-mail field, where the spec's newsletter wording took two
 * and pushed the next row of fields down (design review 27). */
export const invalidEmailMessage = 'Ingresa un correo válido.';

/** A note, not an error: the spec sets no phone format, and a foreign or unusual number must
 *  still go (a lead is never refused for it). It only shows when the digits look too few (reviews
 *  54A, 54D: '12' went with no word), on one line under a half-width field: 122 px, where the
 *  field is 175 px at 1024 (with its lead before it, it wrapped and moved the next row down:
 *  review 60C). The lead shows where the field is the form's width (ui/Field), and is always
 *  read out. */
export const shortPhoneNote = { lead: '¿Faltan dígitos?', text: 'Ej.: +56 9 1234 5678' };

/** Fewer digits than any phone number has, wherever it is from. */
export const phoneLooksShort = (value: string) => {
  const digits = value.replace(/\D/g, '').length;
  return digits > 0 && digits < 8;
};

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
