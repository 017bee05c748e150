import { changePasswordModel } from './changePassword.model';
import { forgotPasswordModel } from './forgotPassword.model';
import { loginModel } from './login.model';
import type { MachineModel } from './model';
import { resetPasswordModel } from './resetPassword.model';
import { sessionModel } from './session.model';
import { signupModel } from './signup.model';
import { sliderModel } from './slider.model';

/**
 * Every machine's path model (one line each). `npm run paths` writes a paths file for each, and a test
 * fails when a machine in machines/ has no model here (see MACHINES_WITHOUT_MODEL).
 */
export const models: readonly MachineModel[] = [
  changePasswordModel,
  forgotPasswordModel,
  loginModel,
  resetPasswordModel,
  sessionModel,
  signupModel,
  sliderModel,
];

/** Machines that have no path model yet, each with the reason. Keep this list short. */
export const MACHINES_WITHOUT_MODEL: Readonly<Record<string, string>> = {
  lists: 'its tests are being rewritten; the model comes with them',
};
