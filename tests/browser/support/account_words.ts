/**
 * What a person reads on the account pages, in each language; written out rather than read
 * from the catalogues, so a wrong or missing key fails the tests.
 */
export const languages = [
  {
    language: 'English',
    locale: 'en' as const,
    name: 'Name',
    email: 'Email',
    password: 'Password',
    confirmation: 'Password confirmation',
    noAccount: 'No account yet?',
    register: 'Register',
    registerHeading: 'Create your account',
    nameRequired: 'The Name field is required.',
    tooShort: 'The Password field must be at least 8 characters.',
    mismatch: 'The Password confirmation does not match.',
    verifyHeading: 'Verify your email address',
    resend: 'Resend Verification Email',
    linkSent:
      'A new verification link has been sent to the email address you provided during registration.',
    linkRefused:
      'This verification link is invalid or has expired. Request a new one from the verification page.',
    verified: 'Your email address has been verified.',
    dashboard: 'Dashboard — Hourbook',
    forgotLink: 'Forgot password?',
    forgotHeading: 'Forgot your password?',
    sendResetLink: 'Email Password Reset Link',
    resetLinkOnItsWay: 'If an account uses this address, a reset link is on its way.',
    resetHeading: 'Choose a new password',
    resetPassword: 'Reset Password',
    breached: 'The given Password has appeared in a data leak. Please choose a different Password.',
    passwordReset: 'Password reset.',
    login: 'Log in',
  },
  {
    language: 'Dutch',
    locale: 'nl' as const,
    name: 'Naam',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    confirmation: 'Wachtwoordbevestiging',
    noAccount: 'Nog geen account?',
    register: 'Registreren',
    registerHeading: 'Maak je account aan',
    nameRequired: 'Het veld Naam is verplicht.',
    tooShort: 'Het veld Wachtwoord moet minstens 8 tekens bevatten.',
    mismatch: 'Wachtwoordbevestiging komt niet overeen.',
    verifyHeading: 'Bevestig je e-mailadres',
    resend: 'Verificatie-e-mail opnieuw versturen',
    linkSent:
      'Er is een nieuwe verificatielink verstuurd naar het e-mailadres dat je bij de registratie hebt opgegeven.',
    linkRefused:
      'Deze verificatielink is ongeldig of verlopen. Vraag een nieuwe aan op de verificatiepagina.',
    verified: 'Je e-mailadres is bevestigd.',
    dashboard: 'Dashboard — Hourbook',
    forgotLink: 'Wachtwoord vergeten?',
    forgotHeading: 'Wachtwoord vergeten?',
    sendResetLink: 'Resetlink versturen',
    resetLinkOnItsWay: 'Als er een account met dit adres bestaat, is er een resetlink onderweg.',
    resetHeading: 'Kies een nieuw wachtwoord',
    resetPassword: 'Wachtwoord opnieuw instellen',
    breached: 'Het opgegeven Wachtwoord komt voor in een datalek. Kies een ander Wachtwoord.',
    passwordReset: 'Wachtwoord opnieuw ingesteld.',
    login: 'Inloggen',
  },
]

export type Words = (typeof languages)[number]
