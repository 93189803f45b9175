import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/** Joins class names, letting a later Tailwind class override an earlier one of its kind. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
