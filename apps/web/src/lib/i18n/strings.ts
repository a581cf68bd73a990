import { APP_NAME } from '@nova/shared';

/**
 * Every string the interface shows. Norwegian is the interface language; strings the
 * spec gives in English (error screen, loading skeleton, palette) stay English.
 */
export const strings = {
  appName: APP_NAME,
  loading: 'Loading...',
  nav: {
    label: 'Hovednavigasjon',
    home: 'Hjem',
    browser: 'Nettleser',
    outreach: 'Outreach',
    qaSuite: 'QA-suite',
    selectorStudio: 'Selector Studio',
    developerDashboard: 'Utvikler',
    workflows: 'Arbeidsflyter',
    settings: 'Innstillinger',
    profile: 'Profil',
  },
  pages: {
    home: { title: 'Hjem', description: 'Oversikt over arbeidsområdet: hurtighandlinger, siste samtaler, arbeidsflyter og status.' },
    browser: { title: 'Nettleser', description: 'Ekte nettsider i midten, med verktøy i sidepanelene.' },
    settings: { title: 'Innstillinger', description: 'AI-leverandør, stemme, chat, nettleser, hurtigtaster og data.' },
    profile: { title: 'Profil', description: 'Eier av arbeidsområdet, API-nøkkel, stemmestatistikk og aktivitet.' },
    outreach: { title: 'Outreach', description: 'Signalbaserte B2B-kampanjer med prospekter og oppfølgingssekvenser.' },
    qaSuite: { title: 'QA-suite', description: 'Kvalitetssjekker av nettsider: status, lastetid, feil, lenker og tilgjengelighet.' },
    selectorStudio: { title: 'Selector Studio', description: 'Test CSS-selektorer mot en levende side og lagre dem for arbeidsflyter.' },
    developerDashboard: { title: 'Utviklerpanel', description: 'Utviklerverktøy, AI-kodegjennomgang, API-bruk og serverhelse.' },
  },
  notFound: {
    title: 'Siden finnes ikke',
    description: 'Vi fant ingen side på denne adressen.',
    home: 'Gå til forsiden',
  },
  errorScreen: {
    title: 'Oops! Something went wrong',
    description: 'An unexpected error occurred. You can try again, reload the page or go home.',
    tryAgain: 'Try Again',
    reload: 'Reload Page',
    goHome: 'Go Home',
    repeatedWarning: 'Several errors have occurred. Reloading the page is recommended.',
    details: 'Error details',
  },
  toast: {
    close: 'Lukk',
    region: 'Varsler',
    /** {hotkey} is filled in by the toast library (F8 focuses the notifications). */
    viewport: 'Varsler ({hotkey})',
  },
} as const;
