// Beeps three times and vibrates where the device can: an alarm heard across the kitchen. The
// audio context is made on the click that starts a timer (browsers allow sound then) and kept
// for the page, whichever component rings it.
let audio: AudioContext | null = null;

export function prepareAlarm() {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = null;
  }
}

export function ringAlarm() {
  navigator.vibrate?.([400, 200, 400, 200, 400]);
  if (!audio) return;
  for (let i = 0; i < 3; i++) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.3;
    osc.connect(gain).connect(audio.destination);
    const at = audio.currentTime + i * 0.5;
    osc.start(at);
    osc.stop(at + 0.3);
  }
}
