// The checklist is shared (the account page shows it too); this feature's own path stays.
export { PasswordChecklist } from "@/components/password-checklist";
