'use client';
// The call's modal as both kinds of call show it (decisions 082 and 084): the title, what is wrong
// with the devices, the host's requests, the connection's state, a tile for this person and one per
// other participant, and the controls. Where the media comes from is the caller's business.
import { useEffect, useRef, type RefObject } from 'react';
import { Mic, MicOff, PhoneOff, UserMinus, Video, VideoOff, VolumeX } from 'lucide-react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { labelText } from '@/lib/i18n/island-labels';
import type { DeviceState } from './call-room';
import type { RoomLabels } from './room-labels';

export type Tile = { id: string; role: 'host' | 'guest'; stream: MediaStream; state: RTCPeerConnectionState };

type Props = {
  title: string;
  labels: RoomLabels;
  isHost: boolean;
  /** Which engine carries the media, for tests and support: the mesh or the SFU. */
  provider: 'mesh' | 'sfu';
  device: DeviceState;
  notice: string | null;
  status: string;
  localVideo: RefObject<HTMLVideoElement | null>;
  tiles: Tile[];
  mic: boolean;
  cam: boolean;
  /** Whether there are devices to switch on and off. */
  hasLocal: boolean;
  onToggle: (kind: 'audio' | 'video') => void;
  onLeave: (forEveryone: boolean) => void;
  onRemove: (id: string) => void;
  onAskMute: (id: string) => void;
};

export function CallFrame({ title, labels, isHost, provider, device, notice, status, localVideo, tiles, mic, cam, hasLocal, onToggle, onLeave, onRemove, onAskMute }: Props) {
  const control = 'inline-flex size-12 items-center justify-center rounded-full bg-gray-800 text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <Dialog open onOpenChange={(open) => !open && onLeave(false)}>
      <DialogContent size="xl" data-call="" data-call-provider={provider} className="flex h-[min(92vh,48rem)] flex-col bg-gray-950! text-white md:max-w-[min(96vw,80rem)]" onInteractOutside={(event) => event.preventDefault()}>
        <DialogTitle className="text-white">{labelText(labels.callTitle, { title })}</DialogTitle>
        {device !== 'ok' && (
          <p role="alert" className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-950">
            {device === 'refused' ? labels.deviceRefused : labels.deviceMissing}
          </p>
        )}
        {notice && (
          <p role="status" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-sky-100 px-3 py-2 text-sm text-sky-950">
            {notice}
            {notice === labels.askedToMute && mic && (
              <button type="button" className="font-semibold underline" onClick={() => onToggle('audio')}>
                {labels.muteNow}
              </button>
            )}
          </p>
        )}
        <p role="status" className="mt-2 min-h-5 text-sm text-gray-300">
          {status}
        </p>
        <ul className="mt-3 grid min-h-0 flex-1 auto-rows-fr gap-3 sm:grid-cols-2" aria-label={labels.participants}>
          <li className="relative overflow-hidden rounded-xl bg-gray-900">
            <video ref={localVideo} autoPlay playsInline muted className="size-full object-cover" data-local-video="" />
            <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs">{labels.you}</span>
          </li>
          {tiles.map((tile) => (
            <RemoteTile key={tile.id} tile={tile} labels={labels} isHost={isHost} onRemove={() => onRemove(tile.id)} onAskMute={() => onAskMute(tile.id)} />
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <button type="button" className={control} onClick={() => onToggle('audio')} aria-pressed={!mic} aria-label={mic ? labels.micOn : labels.micOff} disabled={!hasLocal}>
            {mic ? <Mic className="size-5" aria-hidden="true" /> : <MicOff className="size-5" aria-hidden="true" />}
          </button>
          <button type="button" className={control} onClick={() => onToggle('video')} aria-pressed={!cam} aria-label={cam ? labels.camOn : labels.camOff} disabled={!hasLocal}>
            {cam ? <Video className="size-5" aria-hidden="true" /> : <VideoOff className="size-5" aria-hidden="true" />}
          </button>
          <button type="button" className="inline-flex min-h-12 items-center gap-2 rounded-full bg-rose-700 px-5 font-semibold text-white hover:bg-rose-800" onClick={() => onLeave(false)}>
            <PhoneOff className="size-5" aria-hidden="true" />
            {labels.leaveCall}
          </button>
          {isHost && (
            <button type="button" className="inline-flex min-h-12 items-center gap-2 rounded-full bg-white px-5 font-semibold text-gray-900 hover:bg-gray-100" onClick={() => onLeave(true)}>
              {labels.endForAll}
            </button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RemoteTile({ tile, labels, isHost, onRemove, onAskMute }: { tile: Tile; labels: RoomLabels; isHost: boolean; onRemove: () => void; onAskMute: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== tile.stream) video.current.srcObject = tile.stream;
  }, [tile.stream]);
  return (
    <li className="relative overflow-hidden rounded-xl bg-gray-900" data-remote-tile={tile.state}>
      <video ref={video} autoPlay playsInline className="size-full object-cover" data-remote-video={tile.id} />
      <span className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs">{tile.role === 'host' ? labels.hostRole : labels.guestRole}</span>
      {isHost && tile.role !== 'host' && (
        <span className="absolute top-2 right-2 flex gap-2">
          <button type="button" className="inline-flex size-9 items-center justify-center rounded-full bg-black/60 hover:bg-black/80" onClick={onAskMute} aria-label={labels.askMute} title={labels.askMute}>
            <VolumeX className="size-4" aria-hidden="true" />
          </button>
          <button type="button" className="inline-flex size-9 items-center justify-center rounded-full bg-black/60 hover:bg-black/80" onClick={onRemove} aria-label={labels.removeParticipant} title={labels.removeParticipant}>
            <UserMinus className="size-4" aria-hidden="true" />
          </button>
        </span>
      )}
    </li>
  );
}
