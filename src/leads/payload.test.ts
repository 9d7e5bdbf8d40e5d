import { describe, expect, it } from 'vitest';
import {
  attachmentMax,
  commentWith,
  contactFieldsSchema,
  contactPayload,
  leadPayloadSchema,
  contactLimits,
  localTimestamp,
  newsletterEmailSchema,
  newsletterPayload,
} from './payload';

const valid = {
  nombre: 'Ana',
  correo: 'ana@empresa.cl',
  telefono: '12',
  empresa: '',
  comentario: '',
};
const messagesFor = (fields: Record<string, string>) =>
  contactFieldsSchema
    .safeParse({ ...valid, ...fields })
    .error?.issues.map((issue) => [issue.path[0], issue.message]);

const meta = {
  submissionId: 'a1b2c3d4-0000-4000-8000-000000000000',
  website: '',
  elapsedMs: 4321.7,
  now: new Date(2025, 5, 28, 14, 5, 9),
};

describe('lead payload', () => {
  it('carries exactly the spec fields plus the idempotency and spam fields', () => {
    const payload = contactPayload(
      {
        nombre: 'Ana',
        correo: 'ana@empresa.cl',
        telefono: '+56 9 1234 5678',
        empresa: '',
        comentario: 'Hola',
      },
      meta,
    );
    expect(Object.keys(payload).sort()).toEqual(
      [
        'comentario',
        'correo',
        'elapsedMs',
        'empresa',
        'hora_de_envio',
        'nombre',
        'submissionId',
        'telefono',
        'website',
      ].sort(),
    );
    expect(payload.hora_de_envio).toBe(localTimestamp(meta.now));
    expect(payload.hora_de_envio).toMatch(/^28-06-2025/);
    expect(payload.elapsedMs).toBe(4322);
  });

  it('uses the spec fixed values for a newsletter subscription', () => {
    expect(newsletterPayload('  news@empresa.cl ', meta)).toMatchObject({
      nombre: 'Suscriptor Newsletter',
      correo: 'news@empresa.cl',
      telefono: 'No proporcionado',
      empresa: 'Newsletter',
      comentario: 'Suscripción al newsletter',
    });
  });

  it('requires nombre, correo and telefono after trimming, with the spec message', () => {
    const result = contactFieldsSchema.safeParse({
      nombre: '  ',
      correo: '',
      telefono: '\t',
      empresa: '',
      comentario: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['nombre', 'Este campo es obligatorio.'],
      ['correo', 'Este campo es obligatorio.'],
      ['telefono', 'Este campo es obligatorio.'],
    ]);
  });

  it('rejects a payload with wrong types or a malformed submission id', () => {
    const good = contactPayload(
      { nombre: 'A', correo: 'a@b.cl', telefono: '1', empresa: '', comentario: '' },
      meta,
    );
    expect(leadPayloadSchema.safeParse({ ...good, nombre: 42 }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...good, submissionId: 'x' }).success).toBe(false);
    expect(leadPayloadSchema.safeParse({ ...good, elapsedMs: -1 }).success).toBe(false);
  });

  it('checks the e-mail is an address, with the spec text, and leaves the phone free', () => {
    expect(messagesFor({ correo: 'ana@' })).toEqual([['correo', 'Ingresa un correo válido.']]);
    expect(messagesFor({ correo: 'ana empresa.cl' })).toHaveLength(1);
    expect(messagesFor({ telefono: '12' })).toBeUndefined();
  });

  it('says each limit in Spanish, and allows exactly the limit', () => {
    for (const [name, max] of Object.entries(contactLimits)) {
      const filler = name === 'correo' ? `${'a'.repeat(max - 5)}@b.cl` : 'a'.repeat(max);
      expect(messagesFor({ [name]: filler }), name).toBeUndefined();
      expect(messagesFor({ [name]: `${filler}x` }), name).toEqual([
        [name, `Puedes escribir hasta ${max.toLocaleString('es-CL')} caracteres.`],
      ]);
    }
    expect(contactLimits.comentario).toBe(10_000);
  });

  it("sends what a form adds after the visitor's comment, and accepts a full comment with it", () => {
    expect(commentWith('  Para marzo. ', 'Quiero cotizar')).toBe('Para marzo.\n\nQuiero cotizar');
    expect(commentWith('', 'Quiero cotizar')).toBe('Quiero cotizar');
    expect(commentWith('Para marzo.', undefined)).toBe('Para marzo.');
    const full = commentWith('a'.repeat(contactLimits.comentario), 'b'.repeat(attachmentMax));
    const payload = contactPayload({ ...valid, comentario: full }, meta);
    expect(leadPayloadSchema.safeParse(payload).success).toBe(true);
    const over = { ...payload, comentario: `${full}x` };
    expect(leadPayloadSchema.safeParse(over).success).toBe(false);
  });

  it('validates the newsletter e-mail with the spec texts, an overlong one included', () => {
    const message = (value: string) =>
      newsletterEmailSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('  ')).toBe('Por favor ingresa tu correo electrónico');
    expect(message('ana@')).toBe('Por favor ingresa un correo electrónico válido');
    expect(message(`${'a'.repeat(320)}@empresa.cl`)).toBe(
      'Por favor ingresa un correo electrónico válido',
    );
    expect(newsletterEmailSchema.parse(' ana@empresa.cl ')).toBe('ana@empresa.cl');
  });
});
