// The sound a host hears when a guest starts waiting (decision 082): a short tone through Web Audio,
// no file to load. Silent where the browser does not allow sound yet (no gesture on the page).
export function chime(): void {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
    tone.onended = () => void audio.close();
  } catch {
    // No sound: the toast still shows.
  }
}

