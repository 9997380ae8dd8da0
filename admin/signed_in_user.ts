/** The id of the administrator using the panel, as the server wrote it into the page. */
export const signedInUserId = Number(document.getElementById('admin')?.dataset.userId)
