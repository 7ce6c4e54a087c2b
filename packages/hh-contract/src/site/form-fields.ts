/**
 * Names of the response form's fields (form#RESPONSE_MODAL_FORM_ID, in the popup and on the full page), as hh names
 * them: the chosen resume (radio buttons, value = resume id), the cover letter, the vacancy, and each employer
 * question: `task_{id}_text` for a free answer, `task_{id}` for a choice (radio: one value; checkbox: several).
 */
export const RESPONSE_FORM_FIELDS = {
  vacancy: 'vacancyId',
  resume: 'resumeId',
  letter: 'letter',
  textAnswer: (questionId: string) => `task_${questionId}_text`,
  choiceAnswer: (questionId: string) => `task_${questionId}`,
} as const;

/** The login form's fields (/account/login): e-mail, password, and where to go after (`backurl`). */
export const LOGIN_FORM_FIELDS = { email: 'username', password: 'password', backurl: 'backurl' } as const;
