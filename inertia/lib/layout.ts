/** The side navigation is 256 px wide, its collapsed desktop rail 56 px. */
export const drawerWidth = 256
export const railWidth = 56
