export const CUBE_DICE_SOLVERS: Record<string, (p: any) => import('./values').Expected> = {};
