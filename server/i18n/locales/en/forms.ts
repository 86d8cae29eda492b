/** English: the forms routes (README "How the pieces fit"): a merchant's registration rule the engine cannot use. */
export const forms = {
  configInvalid: "This site's registration settings are invalid, please contact customer service",
};
