export * from './pipeline';
export * from './locStatus';
export * from './milestones';
export * from './draws';
export * from './dealRules';
export * from './dates';
export * from './paymentLabels';
export * from './format';
