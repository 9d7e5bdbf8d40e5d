// Reads the inbox's JSON Lines file as a stream, one lead at a time, so a million leads cost
// one line of memory each to the caller and no recursion. A line that is not a lead (cut by a
// crash mid-write, `null`, edited by hand) is skipped with a warning; every other lead is kept.
import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { z } from 'zod';

export const storedLeadSchema = z.object({
  nombre: z.string(),
  correo: z.string(),
  telefono: z.string(),
  empresa: z.string(),
  comentario: z.string(),
  hora_de_envio: z.string(),
  submissionId: z.string(),
  receivedAt: z.string(),
  /** Suspected spam is stored and flagged, never dropped: a person may be behind it. */
  spam: z.boolean().default(false),
  spamReason: z.enum(['honeypot', 'too-fast']).optional(),
});
export type StoredLead = z.infer<typeof storedLeadSchema>;

export type Warn = (message: string) => void;
const warnOnStderr: Warn = (message) => console.warn(message);

export async function* readLeads(
  file: string,
  warn: Warn = warnOnStderr,
): AsyncGenerator<StoredLead> {
  if (!existsSync(file)) return;
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (!line.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      warn(`Línea ${number} de ${file} ignorada: está cortada o no es JSON.`);
      continue;
    }
    const lead = storedLeadSchema.safeParse(json);
    if (lead.success) yield lead.data;
    else warn(`Línea ${number} de ${file} ignorada: no es un contacto.`);
  }
}

/** Every lead of the file, for tests and small files. */
export async function readAllLeads(file: string, warn?: Warn): Promise<StoredLead[]> {
  const leads: StoredLead[] = [];
  for await (const lead of readLeads(file, warn)) leads.push(lead);
  return leads;
}
