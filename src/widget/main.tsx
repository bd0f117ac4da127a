/**
 * The widget's entry, kept tiny so that it runs as soon as it arrives: it reads the address and
 * sends the session request (./lib/early), then starts React and the app from their own chunk,
 * which the page preloads in parallel (src/server/hosted/pages.ts).
 */
import "./lib/early";
import "./styles.css";

void import("./boot");
