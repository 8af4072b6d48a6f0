/** Brazilian CPF check-digit validation; pure, for client and server. */

/** True when `value` holds 11 digits (any punctuation) with valid check digits, not all the same digit. */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += nums[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === nums[9] && checkDigit(10) === nums[10];
}
