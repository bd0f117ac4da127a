/** Placeholder shell of the widget; the screens arrive with the widget issue. */
export function App() {
  return (
    <main>
      <h1>Domains</h1>
      <p>The domain widget is loading its session.</p>
    </main>
  );
}
