import { ACCOUNT_LOCKED_MESSAGE } from "../identity/login-throttle";

/** The sign-in and password answers. */
export const AUTH_MESSAGES = {
  loginSuccessful: "Login successful",
  invalidCredentials: "Invalid email or password.",
  loggedOut: "Logged out",
  passwordUpdated: "Password updated successfully",
  passwordReset: "Password reset successfully",
  passwordIsIdNumber: "Your new password must not be your ID number.",
  ownFlagMustBeOne: "To set your own password, send passwordflag 1.",
  resetFlagMustBeZero: "A customer's password is reset with passwordflag 0.",
  resetPasswordMustBeId: "A reset password must be the customer's ID number.",
  tooManyFromIp: "Too many sign-in attempts. Please wait a minute and try again.",
  tooManyForAccount: ACCOUNT_LOCKED_MESSAGE,
} as const;
