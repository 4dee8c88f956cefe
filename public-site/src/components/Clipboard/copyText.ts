/** Copies text to the clipboard; false when the browser refuses (no permission, not https). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Could not copy to the clipboard', error);
    return false;
  }
}
