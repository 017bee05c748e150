/**
 * Cubes and dice, drawn as SVG.
 *
 * - Views of one die (isometric cubes showing the top, left and right faces) → which face is opposite
 *   X. Every die shown is a real die: a labelling of the six faces is drawn, then turned. The answer must
 *   be forced: every labelling of a cube (6! of them) is checked against every view (a view fits when
 *   its three faces meet at a corner of that labelling in the same turning order), and a question is
 *   kept only when all labellings that fit agree on the face opposite X.
 * - Unfolded cubes (nets): the six squares are folded by rolling a cube over them (the face touching a
 *   square gets its label) → which face is opposite X, or which cube can be formed.
 * - Painted cubes cut into small cubes → how many small cubes have so many painted faces (or colours).
 *
 * Faces of the die are numbered U 0, D 1, F 2, B 3, L 4, R 5 (top, bottom, front, back, left, right);
 * a view shows the top, the front (drawn on the left) and the right face (drawn on the right).
 * The parts: the die and what views of it force (dieGeometry.ts), its drawings (dieDrawings.ts), views of a
 * die (dieViews.ts), nets (cubeNets.ts), painted cubes (paintedCubes.ts).
 */
import { defineTopic } from '../question';
import { netCube, netOpposite } from './cubeNets';
import { dieViews } from './dieViews';
import { paintedCube } from './paintedCubes';

export const cubeAndDice = defineTopic({
  dieViews: { levels: [1, 2, 3], weight: 2, make: dieViews },
  netOpposite: { levels: [1, 2, 3], weight: 1.2, make: netOpposite },
  netCube: { levels: [2, 3], weight: 1, make: netCube },
  paintedCube: { levels: [1, 2, 3], weight: 1, make: paintedCube },
});
