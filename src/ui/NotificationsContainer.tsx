// Only the container, for LazyNotifications: importing the whole package dynamically would put
// all of it (transitions included) in a chunk that every screen showing a notification loads.
export { Notifications as default } from '@mantine/notifications'
