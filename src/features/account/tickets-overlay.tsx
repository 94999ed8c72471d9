// The tickets modal the header's Contact entry opens, mounted once per page by the site layout.
// The page HTML is the same for every visitor, so this only hands the dialog its labels and links;
// who is signed in and their tickets are asked for in the browser when it opens. It reads nothing
// from the request (that would make every public page dynamic), so its button uses a neutral colour.
import { areaLabels } from '@/lib/i18n/messages';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { pick } from './labels';
import { DIALOG_LABELS } from './label-keys';
import { TicketsDialogMount as TicketsDialogMountComponent } from './tickets-dialog-mount';
import { island } from '@/islands/island';

const TicketsDialogMount = island('tickets-dialog', TicketsDialogMountComponent);

export function TicketsOverlay({ locale, defaultLocale }: { locale: Locale; defaultLocale: Locale }) {
  return (
    <TicketsDialogMount
      labels={pick(areaLabels('account', locale), DIALOG_LABELS)}
      locale={locale}
      ticketsHref={localizePath('/account/profile/tickets', locale, defaultLocale)}
      loginHref={localizePath('/login', locale, defaultLocale)}
      accent="bg-gray-900 hover:bg-gray-800"
    />
  );
}
