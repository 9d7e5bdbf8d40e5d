/**
 * Lead receiver for a Google Sheet (Apps Script web app).
 *
 * Receives the site's contact and newsletter submissions (a JSON string sent as text/plain),
 * appends one row per lead, never stores the same submissionId twice, flags suspected spam in
 * its own column (a person may be behind it: it is never dropped), and answers {"ok": true} or
 * {"ok": false}. The site counts {"ok": false} and an HTML error page as failures and retries,
 * so an error here never loses a lead silently.
 *
 * Setup: see README.md in this folder.
 */

var SHEET_NAME = 'Leads';
var HEADERS = [
  'recibido',
  'nombre',
  'correo',
  'telefono',
  'empresa',
  'comentario',
  'hora_de_envio',
  'submissionId',
  'posible_spam',
];
var TEXT_FIELDS = ['nombre', 'correo', 'telefono', 'empresa', 'comentario', 'hora_de_envio'];
var MAX_BODY_CHARS = 64 * 1024;
var MIN_SUBMIT_MS = 2500;

function doPost(e) {
  var lock = LockService.getScriptLock();
  try {
    var lead = parseLead(e);
    if (!lead) return reply(false);
    // Without the lock two retries of one lead could both pass the duplicate check.
    if (!lock.tryLock(10000)) return reply(false); // busy: the site retries
    var sheet = leadsSheet();
    if (alreadyStored(sheet, lead.submissionId)) return reply(true);
    // Suspected spam gets the same answer as a real lead (bots learn nothing) and a flag.
    lead.posible_spam = isSpam(lead) ? 'sí' : 'no';
    sheet.appendRow(
      [new Date()].concat(
        HEADERS.slice(1).map(function (field) {
          return sanitize(lead[field]);
        }),
      ),
    );
    SpreadsheetApp.flush();
    return reply(true);
  } catch (error) {
    console.error(error);
    return reply(false);
  } finally {
    if (lock.hasLock()) lock.releaseLock();
  }
}

function parseLead(e) {
  var body = e && e.postData && e.postData.contents;
  if (!body || body.length > MAX_BODY_CHARS) return null;
  var lead;
  try {
    lead = JSON.parse(body);
  } catch (error) {
    return null;
  }
  if (!lead || typeof lead !== 'object') return null;
  for (var i = 0; i < TEXT_FIELDS.length; i++) {
    if (typeof lead[TEXT_FIELDS[i]] !== 'string') return null;
  }
  if (typeof lead.submissionId !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(lead.submissionId))
    return null;
  return lead;
}

function isSpam(lead) {
  var honeypot = typeof lead.website === 'string' && lead.website !== '';
  var tooFast = typeof lead.elapsedMs === 'number' && lead.elapsedMs < MIN_SUBMIT_MS;
  return honeypot || tooFast;
}

function leadsSheet() {
  var book = SpreadsheetApp.getActiveSpreadsheet();
  var sheet = book.getSheetByName(SHEET_NAME) || book.insertSheet(SHEET_NAME);
  if (sheet.getLastRow() === 0) sheet.appendRow(HEADERS);
  return sheet;
}

function alreadyStored(sheet, submissionId) {
  var column = HEADERS.indexOf('submissionId') + 1;
  var last = sheet.getLastRow();
  if (last < 2) return false;
  return (
    sheet
      .getRange(2, column, last - 1, 1)
      .createTextFinder(submissionId)
      .matchEntireCell(true)
      .findNext() !== null
  );
}

// A cell starting with = + - @, a tab or a carriage return would run as a formula when someone
// opens the sheet (OWASP CSV injection): a leading apostrophe keeps it text.
function sanitize(value) {
  var text = String(value == null ? '' : value);
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}

function reply(ok) {
  return ContentService.createTextOutput(JSON.stringify({ ok: ok })).setMimeType(
    ContentService.MimeType.JSON,
  );
}
