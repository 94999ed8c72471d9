// English and Spanish bodies of the practice's short service pages and of the online-booking news.
// Heading ids match the German ones, so a link to #reise works in every language.
import type { Translations } from '@/server/db/schema/_columns';

export const checkUpContent: Translations = {
  en: `<h2 id="check-up">Health check from 35</h2>
<p>Every three years: a conversation, a physical examination and blood tests. Once between the ages of 18 and 34.</p>
<h2 id="haut">Skin cancer screening</h2>
<p>Every two years from the age of 35, ideally together with the health check.</p>`,
  es: `<h2 id="check-up">Chequeo a partir de los 35</h2>
<p>Cada tres años: entrevista, exploración física y análisis de sangre. Una vez entre los 18 y los 34 años.</p>
<h2 id="haut">Cribado de cáncer de piel</h2>
<p>Cada dos años a partir de los 35, idealmente junto con el chequeo.</p>`,
};

export const vaccinationsContent: Translations = {
  en: `<h2 id="standard">Routine vaccinations</h2>
<ul><li>Tetanus, diphtheria, whooping cough</li><li>Flu and COVID-19</li><li>Tick-borne encephalitis (TBE)</li></ul>
<h2 id="reise">Travel vaccinations</h2>
<p>Come for advice at least six weeks before you travel.</p>`,
  es: `<h2 id="standard">Vacunas habituales</h2>
<ul><li>Tétanos, difteria y tos ferina</li><li>Gripe y COVID-19</li><li>Encefalitis transmitida por garrapatas</li></ul>
<h2 id="reise">Vacunas de viaje</h2>
<p>Venga a informarse al menos seis semanas antes del viaje.</p>`,
};

export const onlineBookingContent: Translations = {
  en: `<h1 id="online-termine">Appointments now online</h1>
<p>You can now book appointments around the clock through your patient account, video consultations included.</p>
<h2 id="so-gehts">How it works</h2>
<ol><li>Register once with your e-mail address.</li><li>Choose the type of appointment and a time.</li><li>You receive a confirmation by e-mail.</li></ol>`,
  es: `<h1 id="online-termine">Citas también en línea</h1>
<p>Desde ahora puede reservar citas a cualquier hora desde su cuenta de paciente, también para la consulta por vídeo.</p>
<h2 id="so-gehts">Cómo funciona</h2>
<ol><li>Regístrese una sola vez con su correo electrónico.</li><li>Elija el tipo de cita y la hora.</li><li>Recibirá una confirmación por correo.</li></ol>`,
};
