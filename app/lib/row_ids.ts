/** The largest id an integer column holds. */
export const maxId = 2_147_483_647
