/** Refusals of GraphQL documents over the limits (sent to whoever sent the document). */
export const graphqlTexts = {
  tooManyOperations: (max: number) => `Запрос содержит больше ${max} операций.`,
  tooDeep: (max: number) => `Запрос вложен глубже ${max} уровней.`,
  tooManyAliases: (max: number) => `Запрос содержит больше ${max} псевдонимов полей.`,
  tooManyFields: (max: number) => `Запрос содержит больше ${max} полей.`,
  noIntrospection: 'Схема API доступна только после входа.',
  invalidVariable: (name: string) => `Некорректное значение переменной $${name}.`,
} as const;
