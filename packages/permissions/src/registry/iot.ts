import { iotAccessKeys } from './iot-access.ts';
import { iotDeviceKeys } from './iot-devices.ts';
import { iotSettingKeys } from './iot-settings.ts';

/** Smart building (IOT): split over three files by area to keep each small. */
export const iotKeys = Object.freeze([...iotAccessKeys, ...iotDeviceKeys, ...iotSettingKeys]);
