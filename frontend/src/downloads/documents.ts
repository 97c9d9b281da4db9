/** The storage route that signs a download of a document from the intermediary's folder. */
export const documentPath = (tpiid: number, fileName: string) => `/storage/documents/${tpiid}/${encodeURIComponent(fileName)}`;
