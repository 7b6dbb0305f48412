export { AppointmentPanel } from './AppointmentPanel';
