/** Payloads of the favorites operations (`get_favorites`, `create_favorite`, `delete_favorite`). */

/** `get_favorites`: ordering, search and page size (all optional). */
export type GetFavoritesPayload = {
  ordering?: string;
  search?: string;
  page_size?: number;
};

/** `create_favorite`: a file, a page of a file, or a folder. */
export type CreateFavoritePayload = {
  /** An id chosen by the app (else the host assigns one). */
  id?: string;
  name?: string;
  file_id?: string;
  page_index?: number;
  folder_id?: string;
};

/** `delete_favorite`: the favorite. */
export type DeleteFavoritePayload = {
  favorite_id: string;
};
