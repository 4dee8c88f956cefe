/**
 * First run (and File → Change server…): the address of the marketplace server whose console
 * this app opens. Main checks and saves it (https, or http on this machine only).
 */
import { StrictMode, useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import './setup.css';

function ServerSetup() {
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void window.desktop?.currentServer().then((origin) => {
      if (origin) setAddress(origin);
    });
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!window.desktop) return;
    setSaving(true);
    const result = await window.desktop.saveServer(address);
    setSaving(false);
    setError(result.ok ? null : result.error);
  }

  return (
    <main className="setup">
      <h1>Connect to your server</h1>
      <p>Enter the address of your car rental marketplace, for example console.example.ae.</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="server">Server address</label>
        <input
          id="server"
          type="url"
          inputMode="url"
          autoFocus
          value={address}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby={error ? 'server-error' : undefined}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="https://console.example.ae"
        />
        {error && (
          <p id="server-error" className="error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" disabled={saving}>
          {saving ? 'Connecting…' : 'Connect'}
        </button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ServerSetup />
  </StrictMode>,
);
