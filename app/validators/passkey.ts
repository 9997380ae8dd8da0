import vine from '@vinejs/vine'

/** What a person calls a passkey, such as "Laptop" or "Phone". */
const name = () => vine.string().trim().minLength(1).maxLength(100)

/** The browser's answer to a ceremony's options, as JSON text; parsed and checked afterwards. */
const response = () => vine.string().maxLength(20_000)

/** A new passkey: its name and the browser's answer to the registration options. */
export const addPasskeyValidator = vine.create({ name: name(), response: response() })

/** The browser's answer to the sign-in options. */
export const usePasskeyValidator = vine.create({ response: response() })
