// Type aliases rather than interfaces: these replies are stored as plain records
// (`setUserDetails(summary)`), which an interface without an index signature would not allow.

/** `message` of `arbitroute.api.react_api.login`. */
export type LoginReply = {
  success: boolean;
  user: string;
  full_name: string;
  roles: string[];
  csrf_token: string;
  user_type?: string;
  mobile_no?: string;
};

/** `message` of `arbitroute.api.react_api.get_boot_info`; `user` is 'Guest' when nobody is logged in. */
export type BootInfo = {
  user: string;
  full_name?: string;
  roles?: string[];
  csrf_token?: string;
};

export type ResetPasswordInput = {
  email: string;
  old_password: string;
  new_password: string;
  confirm_password: string;
};

/** The User Registration lookup of SPEC §3. */
export type UserRegistrationSummary = {
  name: string;
  user_type: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  customer_type: string | null;
  company_name: string | null;
  status: string | null;
};
