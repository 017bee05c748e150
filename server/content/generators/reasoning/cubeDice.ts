import { defineTopic } from '../question';
export const cubeAndDice = defineTopic({});
