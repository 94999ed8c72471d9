'use client';
// The call on the SFU (issue 23 item 5; decision 084): once a fifth person comes, the room runs on a
// LiveKit server and each browser sends its camera and microphone once, to it, instead of to every
// other participant. The modal, the device words, the toggles and the tiles are the mesh's
// (call-frame.tsx); the host's rights (end for everyone, remove, ask to mute) still travel through
// the app's own signalling with our join token, exactly as in the mesh, so they need nothing from
// LiveKit. Loaded only when a room has moved (meeting-room.tsx imports it lazily): no other page,
// and no call that stays in the mesh, downloads livekit-client.
import { useEffect, useRef, useState } from 'react';
import { ConnectionState, DisconnectReason, Room, RoomEvent, Track, type LocalTrackPublication, type RemoteTrack, type RemoteTrackPublication, type RemoteParticipant } from 'livekit-client';
import { CallFrame, type Tile } from './call-frame';
import { callStatusText, hostRequest, leaveCall, setTracks, openLocalMedia, roomSignals, tokenSubject, TOKEN_REFRESH_MS, type CallProps, type DeviceState } from './call-room';

export type SfuCallProps = CallProps & { sfu: { url: string; token: string } };

type MediaState = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export function SfuCallView({ session, bookingId, title, labels, isHost, onEnded, onTokenExpiring, sfu }: SfuCallProps) {
  const me = tokenSubject(session.token);
  const token = useRef(session.token);
  const local = useRef<MediaStream | null>(null);
  const published = useRef(new Map<string, LocalTrackPublication>());
  const [tiles, setTiles] = useState<Tile[]>([]);
  const [device, setDevice] = useState<DeviceState>('ok');
  const [hasLocal, setHasLocal] = useState(false);
  const [mic, setMic] = useState(true);
  const [cam, setCam] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [media, setMedia] = useState<MediaState>('connecting');
  const [streamDown, setStreamDown] = useState(false);
  const localVideo = useRef<HTMLVideoElement>(null);
  const leaving = useRef(false);
  const [{ send, listen }] = useState(() => roomSignals(session.room, token));

  useEffect(() => {
    let stopped = false;
    let events: { close: () => void } | null = null;
    // Dynacast: a camera layer nobody watches is not sent. Adaptive streaming stays off, because the
    // tiles play plain MediaStreams that LiveKit does not watch for size and visibility.
    const room = new Room({ dynacast: true });
    /** One stream per other participant, kept as their tracks come and go so their tile never blinks. */
    const streams = new Map<string, MediaStream>();
    const streamOf = (identity: string) => {
      let stream = streams.get(identity);
      if (!stream) streams.set(identity, (stream = new MediaStream()));
      return stream;
    };
    const showTiles = () => {
      const state: RTCPeerConnectionState = room.state === ConnectionState.Reconnecting ? 'disconnected' : 'connected';
      setTiles([...room.remoteParticipants.values()].map((participant) => ({ id: participant.identity, role: participant.attributes.role === 'host' ? 'host' : 'guest', stream: streamOf(participant.identity), state })));
    };

    room
      .on(RoomEvent.TrackSubscribed, (track: RemoteTrack, _publication: RemoteTrackPublication, participant: RemoteParticipant) => {
        streamOf(participant.identity).addTrack(track.mediaStreamTrack);
        showTiles();
      })
      .on(RoomEvent.TrackUnsubscribed, (track: RemoteTrack, _publication: RemoteTrackPublication, participant: RemoteParticipant) => {
        streams.get(participant.identity)?.removeTrack(track.mediaStreamTrack);
        showTiles();
      })
      .on(RoomEvent.ParticipantConnected, () => showTiles())
      .on(RoomEvent.ParticipantAttributesChanged, () => showTiles())
      .on(RoomEvent.ParticipantDisconnected, (participant: RemoteParticipant) => {
        streams.delete(participant.identity);
        showTiles();
      })
      .on(RoomEvent.Reconnecting, () => {
        setMedia('reconnecting');
        showTiles();
      })
      .on(RoomEvent.Reconnected, () => {
        setMedia('connected');
        showTiles();
      })
      .on(RoomEvent.Disconnected, (reason?: DisconnectReason) => {
        // LiveKit has given up reconnecting (or the server let this page go): say so; Leave still works.
        if (stopped || leaving.current || reason === DisconnectReason.CLIENT_INITIATED) return;
        setMedia('failed');
        setNotice(labels.callConnectFailed);
      });

    const start = async () => {
      const mine = await openLocalMedia();
      if (stopped) return mine.stream?.getTracks().forEach((track) => track.stop());
      local.current = mine.stream;
      setDevice(mine.device);
      setHasLocal(mine.stream !== null);
      if (localVideo.current && mine.stream) localVideo.current.srcObject = mine.stream;
      // The room's own signalling carries the host's requests here, as in the mesh. This page never
      // says hello on it: it has no mesh connection to offer.
      events = listen({
        onOpen: () => setStreamDown(false),
        onDown: () => setStreamDown(true),
        onSignal: (signal) => {
          if (signal.from === me || (signal.to && signal.to !== me)) return;
          const request = hostRequest(signal, me);
          if (request === 'removed') setNotice(labels.removed);
          if (request === 'ended' || request === 'removed') void finish(request === 'ended');
          else if (request === 'mute') setNotice(labels.askedToMute);
        },
      });
      try {
        await room.connect(sfu.url, sfu.token);
        if (stopped) return;
        for (const track of mine.stream?.getTracks() ?? []) {
          const publication = await room.localParticipant.publishTrack(track, { source: track.kind === 'audio' ? Track.Source.Microphone : Track.Source.Camera });
          published.current.set(track.kind, publication);
          // Switched off while the connection was being made: the others are told it is muted.
          if (!track.enabled) await publication.mute();
        }
        setMedia('connected');
        showTiles();
      } catch {
        if (stopped) return;
        setMedia('failed');
        setNotice(labels.callConnectFailed);
      }
    };
    void start();

    // Our join token still signs this page's signals: renewed after 50 minutes, as in the mesh.
    // LiveKit renews its own token for the connection it has.
    const refresh = setInterval(async () => {
      const fresh = await onTokenExpiring();
      if (fresh) token.current = fresh;
    }, TOKEN_REFRESH_MS);
    const publications = published.current;

    return () => {
      stopped = true;
      clearInterval(refresh);
      events?.close();
      void room.disconnect();
      local.current?.getTracks().forEach((track) => track.stop());
      publications.clear();
      streams.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one call per session and SFU token
  }, [session.room, sfu.url]);

  async function finish(ended: boolean) {
    if (leaving.current) return;
    leaving.current = true;
    onEnded(ended);
  }

  /** As in the mesh: leaving completes the booking and tells the others; the host may end it for everyone. */
  async function leave(forEveryone: boolean) {
    await leaveCall(send, bookingId, forEveryone);
    await finish(true);
  }

  const toggle = (kind: 'audio' | 'video') => {
    const next = kind === 'audio' ? !mic : !cam;
    setTracks(local.current, kind, next);
    const publication = published.current.get(kind);
    void (next ? publication?.unmute() : publication?.mute())?.catch(() => undefined);
    if (kind === 'audio') setMic(next);
    else setCam(next);
  };

  const status = media === 'connecting' ? labels.connecting : media === 'failed' ? '' : callStatusText(labels, { down: streamDown || media === 'reconnecting', others: tiles.length, connecting: false });
  return (
    <CallFrame
      title={title}
      labels={labels}
      isHost={isHost}
      provider="sfu"
      device={device}
      notice={notice}
      status={status}
      localVideo={localVideo}
      tiles={tiles}
      mic={mic}
      cam={cam}
      hasLocal={hasLocal}
      onToggle={toggle}
      onLeave={(forEveryone) => void leave(forEveryone)}
      onRemove={(id) => void send('bye', id, { removed: true })}
      onAskMute={(id) => void send('restart', id, { mute: true })}
    />
  );
}

export default SfuCallView;
